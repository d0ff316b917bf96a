// A real navigation to another address of the app (the server renders it): its own module so that tests, whose DOM
// cannot navigate, can watch where the page would go.

export function goToAddress(address: string): void {
  window.location.assign(address);
}
