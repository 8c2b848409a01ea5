import { useState } from 'react';
import type { PaymentMethod } from '../../contract/payment-method';
import { formatRupiah } from '../../lib/rupiah';
import { BottomSheet } from '../../ui/bottom-sheet';
import { ChevronRightIcon, WalletIcon } from '../../ui/more-icons';
import { Skeleton } from '../../ui/skeleton';
import { groupPaymentMethods, isMethodEnabled, methodMinimum } from './payment-methods';
import styles from './donation.module.css';

export const DEFAULT_METHOD_LABEL = 'Pilih Pembayaran';

export function MethodLogo({ image }: { image: string | null }) {
  return image ? <img className={styles.methodLogo} src={image} alt="" width={56} height={28} /> : (
    <span className={styles.methodLogoBox}><WalletIcon size={20} /></span>
  );
}

/**
 * The payment step: a button showing the chosen method ('Pilih Pembayaran' before), opening a
 * sheet of methods grouped by kind. A method below its minimum for the amount is disabled.
 */
export function MethodPicker({
  methods, amount, selected, error, onSelect, onClose, onRetry,
}: {
  methods: { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: PaymentMethod[] };
  amount: number;
  selected: PaymentMethod | undefined;
  error: string | undefined;
  onSelect: (method: PaymentMethod) => void;
  onClose: () => void;
  onRetry: () => void;
}) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <div className="field">
      <button type="button" className={`${styles.methodButton} ${error ? styles.methodButtonInvalid : ''}`} onClick={() => setOpen(true)}
        aria-haspopup="dialog" data-testid="choose-method" aria-invalid={error ? true : undefined}>
        {selected ? <MethodLogo image={selected.image} /> : <span className={styles.methodLogoBox}><WalletIcon size={20} /></span>}
        <span className={styles.methodLabel}>{selected ? selected.channel_name : DEFAULT_METHOD_LABEL}</span>
        <ChevronRightIcon size={20} />
      </button>
      {error ? <span className="field__error" role="alert">{error}</span> : null}
      <BottomSheet open={open} title="Metode Pembayaran" onClose={close}>
        {methods.status === 'loading' ? (
          <div className={styles.groups}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={56} radius={12} />)}</div>
        ) : methods.status === 'error' ? (
          <div role="alert" className={styles.groups}>
            <p className="muted">Metode pembayaran belum bisa dimuat. Periksa koneksi internetmu.</p>
            <button type="button" className="btn btn--outline" onClick={onRetry}>Coba lagi</button>
          </div>
        ) : (
          <div className={styles.groups}>
            {amount <= 0 ? <p className="alert alert--info">Isi nominal donasi dulu, ya. Metode pembayaran terbuka sesuai nominalnya.</p> : null}
            {groupPaymentMethods(methods.data).map((group) => (
              <section key={group.type} aria-label={group.title}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                <ul className={styles.methodList}>
                  {group.methods.map((method) => {
                    const enabled = isMethodEnabled(method, amount);
                    return (
                      <li key={method.code}>
                        <button type="button" className={styles.method} disabled={!enabled} aria-pressed={selected?.code === method.code}
                          data-testid={`method-${method.code}`}
                          onClick={() => {
                            onSelect(method);
                            close();
                          }}>
                          <MethodLogo image={method.image} />
                          <span className={styles.methodName}>{method.channel_name}</span>
                          {enabled ? null : <span className={styles.methodMin}>Min. {formatRupiah(methodMinimum(method))}</span>}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </BottomSheet>
    </div>
  );
}
