const POPUP_CLASS = 'pwa-popup';

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.textContent = label;
  el.addEventListener('click', onClick);
  return el;
}

/**
 * Tells the reader a new version of the site is ready and offers to reload into it. Built with DOM calls
 * (it lives outside the React tree, which it must not disturb); a polite live region announces it.
 */
export function showReloadPopup(reload: () => void): void {
  document.querySelector(`.${POPUP_CLASS}`)?.remove();
  const popup = document.createElement('div');
  popup.className = POPUP_CLASS;
  popup.setAttribute('role', 'status');
  document.body.append(popup);
  const text = document.createElement('p');
  text.textContent = 'A new version of this site is available.';
  const reloadButton = button('Reload', `button ${POPUP_CLASS}-reload`, () => {
    reloadButton.disabled = true;
    reload();
  });
  const close = button('×', `${POPUP_CLASS}-close`, () => popup.remove());
  close.setAttribute('aria-label', 'Close');
  // Filled in after the empty region is in the document, so screen readers announce the text.
  requestAnimationFrame(() => popup.append(text, reloadButton, close));
}
