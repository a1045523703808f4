import { useEffect, useRef, useState } from 'react';
import { SHARE_LINK_TEXTS as T } from '../texts';

const CONFIRMATION_MS = 2500;

/** Selects the text of the element, so the user can copy it by hand when the clipboard is not available. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * Copies `url` and says "Copied" for a moment; `label` names the button for screen readers (whose link it is). Where the clipboard is refused (an insecure origin, an old
 * browser) it selects the link instead and says so.
 */
export function CopyLinkButton({
  url,
  label,
  targetId,
  id,
}: {
  url: string;
  label: string;
  targetId: string;
  id?: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (next: 'copied' | 'failed') => {
    window.clearTimeout(timer.current);
    setState(next);
    timer.current = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      show('copied');
    } catch {
      selectText(document.getElementById(targetId));
      show('failed');
    }
  };

  return (
    <>
      <button
        id={id}
        type="button"
        className="btn btn--secondary btn--sm"
        aria-label={label}
        onClick={() => void copy()}
      >
        {state === 'copied' ? T.copied : T.copy}
      </button>
      {state === 'failed' ? (
        <span className="share-links__copy-status" aria-hidden="true">
          {T.copyFailed}
        </span>
      ) : null}
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? T.copied : state === 'failed' ? T.copyFailed : ''}
      </span>
    </>
  );
}
