/**
 * Shares a link with the Web Share API where the phone has it, else copies it. Says which
 * happened: 'shared', 'copied', 'cancelled' (the user closed the share sheet) or 'failed'.
 */
export async function shareLink(data: { title: string; url: string }): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Not allowed here (e.g. no user gesture): fall back to copying.
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
