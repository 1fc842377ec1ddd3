// Whether someone signed in on this page load, before the server-rendered parts (the header's
// session state) have caught up. Module memory: a full page load starts over, and then the
// server's answer is the truth again. This file imports nothing; it ships with every page.

let signedIn = false;

export function markSignedInHere(): void {
  signedIn = true;
}

export function signedInHere(): boolean {
  return signedIn;
}
