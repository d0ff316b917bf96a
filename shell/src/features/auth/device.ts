import { STORAGE_KEYS, type Device } from '@musawo/shared/contracts';

/** Spec §3 login device: a random id kept in local storage, and what the browser says about itself. */
export function currentDevice(storage: Storage = window.localStorage, nav: Navigator = navigator): Device {
  let deviceId = storage.getItem(STORAGE_KEYS.deviceId);
  if (!deviceId) {
    deviceId = crypto.randomUUID();
    storage.setItem(STORAGE_KEYS.deviceId, deviceId);
  }
  const ua = nav.userAgent;
  const deviceOS = /Android/i.test(ua) ? 'Android' : /iPhone|iPad|iOS/i.test(ua) ? 'iOS' : /Windows/i.test(ua) ? 'Windows' : /Mac OS/i.test(ua) ? 'macOS' : /Linux/i.test(ua) ? 'Linux' : 'Other';
  const deviceType = /Mobi|Android|iPhone/i.test(ua) ? 'mobile' : 'desktop';
  return { deviceId, deviceName: `${deviceOS} browser`, deviceType, deviceOS };
}
