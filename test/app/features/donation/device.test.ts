import { describe, expect, it } from 'vitest';
import { deviceFrom } from '../../../../src/features/donation/device';

// A wallet opens by its link on a phone; a computer or tablet shows a QR to scan with the phone.

const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
const androidPhone = 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const iPad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

describe('deviceFrom', () => {
  it('phones by their browser', () => {
    expect(deviceFrom({ userAgent: androidPhone, coarsePointer: true, shortSide: 384 })).toBe('phone');
    expect(deviceFrom({ userAgent: iPhone, coarsePointer: true, shortSide: 390 })).toBe('phone');
    expect(deviceFrom({ userAgent: desktopChrome, mobileHint: true, coarsePointer: false, shortSide: 800 })).toBe('phone');
  });

  it('a narrow touch screen is a phone whatever its browser says', () => {
    expect(deviceFrom({ userAgent: desktopChrome, coarsePointer: true, shortSide: 412 })).toBe('phone');
  });

  it('computers and tablets scan a QR', () => {
    expect(deviceFrom({ userAgent: desktopChrome, coarsePointer: false, shortSide: 1080 })).toBe('computer');
    expect(deviceFrom({ userAgent: androidTablet, coarsePointer: true, shortSide: 800 })).toBe('computer');
    expect(deviceFrom({ userAgent: iPad, coarsePointer: true, shortSide: 820 })).toBe('computer');
    // A small laptop window is still a computer: no finger pointer.
    expect(deviceFrom({ userAgent: desktopChrome, coarsePointer: false, shortSide: 500 })).toBe('computer');
  });
});
