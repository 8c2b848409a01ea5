import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canvasPng, saveFile, shareOrDownload } from '../../../src/lib/save-file';

const png = new Blob(['png'], { type: 'image/png' });
let clicked: { href: string; download: string; inPage: boolean }[];
let revoked: string[];

beforeEach(() => {
  clicked = [];
  revoked = [];
  vi.useFakeTimers();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:made-on-device');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A phone whose share sheet takes files and answers as given. */
function phoneThatShares(answer: () => Promise<void>) {
  const share = vi.fn((_data: ShareData) => answer());
  vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
  return share;
}

describe('saving a file made on the device', () => {
  it('downloads it under its name, then lets go of the address a minute later', () => {
    saveFile(png, 'jadwal.png');
    expect(clicked).toEqual([{ href: 'blob:made-on-device', download: 'jadwal.png', inPage: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(59_000);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(revoked).toEqual(['blob:made-on-device']);
  });
});

describe('share or download', () => {
  it("hands the file to the phone's share sheet where it takes files", async () => {
    const share = phoneThatShares(() => Promise.resolve());
    expect(await shareOrDownload(png, 'kartu.png', 'Kartu donasi')).toBe('shared');
    const data = share.mock.calls[0]![0];
    expect(data.title).toBe('Kartu donasi');
    expect(data.files?.[0]).toMatchObject({ name: 'kartu.png', type: 'image/png' });
    expect(clicked).toEqual([]);
  });

  it('does nothing more when the person closes the share sheet', async () => {
    phoneThatShares(() => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await shareOrDownload(png, 'kartu.png', 'Kartu')).toBe('cancelled');
    expect(clicked).toEqual([]);
  });

  it('downloads instead when sharing is refused, or where the browser cannot share files', async () => {
    phoneThatShares(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(await shareOrDownload(png, 'imsakiyah.png', 'Imsakiyah')).toBe('downloaded');
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined });
    expect(await shareOrDownload(png, 'imsakiyah-2.png', 'Imsakiyah')).toBe('downloaded');
    expect(clicked.map((c) => c.download)).toEqual(['imsakiyah.png', 'imsakiyah-2.png']);
  });
});

describe('a canvas as PNG', () => {
  const canvasGiving = (blob: Blob | null) => ({ toBlob: (done: BlobCallback, type?: string) => done(type === 'image/png' ? blob : null) }) as unknown as HTMLCanvasElement;

  it('asks for a PNG and refuses where none is made', async () => {
    await expect(canvasPng(canvasGiving(png))).resolves.toBe(png);
    await expect(canvasPng(canvasGiving(null))).rejects.toThrow();
  });
});
