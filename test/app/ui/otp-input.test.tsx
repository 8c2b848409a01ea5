import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OtpInput } from '../../../src/ui/otp-input';
import { OtpVerification } from '../../../src/ui/otp-verification';

afterEach(cleanup);
const box = (n: number) => screen.getByLabelText<HTMLInputElement>(`Digit ${n}`);
const values = () => [1, 2, 3, 4, 5].map((n) => box(n).value).join('|');

describe('the five OTP boxes', () => {
  it('moves to the next box after each digit and submits once all five are in', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    box(1).focus();
    for (const [i, digit] of ['4', '8', '1', '5'].entries()) {
      fireEvent.change(box(i + 1), { target: { value: digit } });
      expect(document.activeElement).toBe(box(i + 2));
    }
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(box(5), { target: { value: '9' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('48159');
  });

  it('ignores letters', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: 'a' } });
    expect(values()).toBe('||||');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('steps back and clears the previous digit on Backspace in an empty box', () => {
    render(<OtpInput onComplete={vi.fn()} />);
    fireEvent.change(box(1), { target: { value: '1' } });
    fireEvent.change(box(2), { target: { value: '2' } });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    expect(values()).toBe('1||||');
    // Backspace in a box with a digit only clears that box (the browser's own behaviour).
    fireEvent.change(box(2), { target: { value: '7' } });
    fireEvent.change(box(3), { target: { value: '' } });
    expect(values()).toBe('1|7|||');
  });

  it('spreads a pasted code over the boxes and submits it', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 12-345 ' } });
    expect(values()).toBe('1|2|3|4|5');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('12345');
  });

  it('takes an autofilled code typed into the first box', () => {
    const onComplete = vi.fn();
    render(<OtpInput onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '67890' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('67890');
  });
});

describe('the verification step', () => {
  it('counts down mm:ss from the issue time, then says telah habis and offers Kirim ulang OTP', async () => {
    vi.useFakeTimers();
    try {
      let now = 1_000_000;
      const clock = () => now;
      const onResend = vi.fn(async () => null);
      render(<OtpVerification phone="81234567890" issuedAt={1_000_000 - 15_000} now={clock} onVerify={async () => null} onResend={onResend} />);
      expect(screen.getByTestId('otp-countdown').textContent).toBe('01:45');
      now += 44_000;
      await act(async () => { vi.advanceTimersByTime(1000); });
      expect(screen.getByTestId('otp-countdown').textContent).toBe('01:01');
      expect(screen.queryByRole('button', { name: 'Kirim ulang OTP' })).toBeNull();
      now += 61_000;
      await act(async () => { vi.advanceTimersByTime(1000); });
      expect(screen.getByText(/telah habis/)).toBeTruthy();
      expect(box(1).disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Kirim ulang OTP' }));
      await act(async () => {});
      expect(onResend).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the server\'s answer to a wrong code and clears the boxes for another try', async () => {
    const onVerify = vi.fn(async () => 'Kode OTP salah');
    render(<OtpVerification phone="81234567890" issuedAt={Date.now()} onVerify={onVerify} onResend={async () => null} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => '11111' } });
    await screen.findByText('Kode OTP salah');
    expect(onVerify).toHaveBeenCalledWith('11111');
    expect(values()).toBe('||||');
  });
});
