// The app download page's texts (ADR 016): a catalogue of their own, loaded with the page's chunk and not with the remote's first
// one. English bundled there; Luganda and Kiswahili each a chunk loaded when chosen.
import { defineCatalogue } from '@musawo/shared/react';
import en from './en.json';

export type DownloadText = keyof typeof en;
export const downloadTexts = defineCatalogue<DownloadText>(en, {
  lg: () => import(/* webpackChunkName: "content-app-download-lg" */ './lg.json'),
  sw: () => import(/* webpackChunkName: "content-app-download-sw" */ './sw.json'),
});
export const { useT } = downloadTexts;
