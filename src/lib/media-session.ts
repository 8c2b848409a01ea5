/**
 * Lock-screen and headset controls for the one player that is sounding: sets the given actions
 * and answers a function that takes them away again. Actions a browser does not know are skipped.
 */
export function setMediaActions(handlers: ReadonlyArray<[MediaSessionAction, MediaSessionActionHandler]>): () => void {
  if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return () => undefined;
  const session = navigator.mediaSession;
  const each = (handler: (action: MediaSessionAction, h: MediaSessionActionHandler | null) => void) => {
    for (const [action, h] of handlers) {
      try {
        handler(action, h);
      } catch {
        // An action this browser does not know.
      }
    }
  };
  each((action, h) => session.setActionHandler(action, h));
  return () => each((action) => session.setActionHandler(action, null));
}
