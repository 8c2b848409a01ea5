import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useForm, useStore } from '@tanstack/react-form';
import * as v from 'valibot';
import { ApiError, NetworkError } from '../../api/client';
import { getCampaignBySlug } from '../../api/campaign';
import { programBySlug } from '../../contract/first-screen';
import { getAllPaymentMethods } from '../../api/asset';
import { storeDonate } from '../../api/transaction';
import { linkRoutineDonation } from '../../api/routine';
import { currentDevice } from './device';
import { getUser } from '../../api/user';
import type { Campaign } from '../../contract/campaign';
import { DonateRequestSchema } from '../../contract/donation';
import { programPath, type ProgramRef } from '../../contract/program-ref';
import type { PaymentMethod } from '../../contract/payment-method';
import type { User } from '../../contract/user';
import { GUEST_OWNER } from '../../db/database';
import { readCachedProfile } from '../../db/cached-profile';
import { readReferral } from '../../db/referral';
import { formatRupiah } from '../../lib/rupiah';
import { UNSENT_CHANGES_WARNING } from '../../sync/sign-out';
import { useSignOut } from '../../sync/use-sign-out';
import { ConfirmSheet } from '../../ui/confirm-sheet';
import { fieldsFrom, touchedError, withoutField } from '../../ui/form-error';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { PageLayout } from '../../ui/page-layout';
import { Skeleton } from '../../ui/skeleton';
import { TextField, WhatsappField } from '../../ui/text-field';
import { useOnline } from '../../ui/use-online';
import { usePublicRead, useRemote } from '../../ui/use-remote';
import { amountHint, PRESET_AMOUNTS, presetText, readAmountInput } from './amount';
import { MethodPicker } from './method-picker';
import { isMethodEnabled } from './payment-methods';
import { safeRedirect, submitDonation } from './submit-donation';
import { ZAKAT_PROGRAM_TYPE, type ZakatKind } from '../../contract/zakat';
import { ZakatCountField, ZakatKindPicker, ZakatNiatOf } from './zakat-fields';
import { isCountedZakatKind } from '../../contract/zakat-donation';
import { HIDE_NAME_LABEL } from '../../contract/donor-name';
import styles from './donation.module.css';

export type DonateProgramRef = ProgramRef;

type Donor = { status: 'checking' } | { status: 'guest' } | { status: 'user'; user: User };

/**
 * Whether the visitor is logged in: get_user answers the profile, a 401 means guest (spec section 4).
 * A device that holds no account is a guest without asking (no 401 in a guest's console).
 * `becomeGuest` follows a 'Bukan saya' without reloading, so the program stays on screen offline.
 */
function useDonor(): [Donor, () => void] {
  const [donor, setDonor] = useState<Donor>({ status: 'checking' });
  useEffect(() => {
    let live = true;
    void readCachedProfile().then((profile) => (profile ? getUser() : Promise.reject(new Error('guest')))).then(
      (answer) => live && setDonor({ status: 'user', user: answer.data.data }),
      // 401 is a guest; any other failure is treated the same (spec section 8) so a donation is never blocked.
      () => live && setDonor({ status: 'guest' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return [donor, () => setDonor({ status: 'guest' })];
}

/** /campaign/$slug/donate and /kencleng-masjid/$slug/donate: the program, then the form. */
/**
 * What a link fills in: the amount and the Infaq Rutin it came from (a reminder's one tap), or
 * the kind of zakat, its amount and the jiwa or days it is for (the zakat calculator; kept only on
 * a zakat program's form).
 */
export type DonatePrefill = { amount?: number | undefined; routineId?: number | undefined; zakatKind?: ZakatKind | undefined; zakatCount?: number | undefined };

export function DonateFlow({ program, prefill = {} }: { program: DonateProgramRef; prefill?: DonatePrefill }) {
  // The program page's own read (same key): opened from it, the form shows at once, offline too.
  const read = usePublicRead(programBySlug(program.slug), (signal) => getCampaignBySlug(program.slug, { signal }));
  const campaign = read.status === 'ready' ? read.data[0] : undefined;
  const loaded = read.status !== 'ready' ? read : campaign ? { ...read, data: campaign } : { status: 'error' as const, error: new ApiError(404, 'Program tidak ditemukan'), retry: read.retry };
  const [donor, becomeGuest] = useDonor();
  return (
    <PageLayout title="Donasi">
      <div className={styles.page}>
        {loaded.status === 'loading' || donor.status === 'checking' ? (
          <div className={styles.body} aria-busy="true">
            <Skeleton height={104} radius={16} />
            <Skeleton height={220} radius={16} />
            <Skeleton height={260} radius={16} />
          </div>
        ) : loaded.status === 'error' ? (
          loaded.error instanceof ApiError && loaded.error.status === 404 ? (
            <EmptyState title="Program tidak ditemukan" text="Program ini mungkin sudah tidak tersedia." />
          ) : (
            <LoadFailed onRetry={loaded.retry} />
          )
        ) : (
          // Keyed by the donor, so after 'Bukan saya' the form starts again empty, as a guest's.
          <DonateForm key={donor.status} program={program} campaign={loaded.data} user={donor.status === 'user' ? donor.user : undefined} onSignedOut={becomeGuest} prefill={prefill} />
        )}
      </div>
    </PageLayout>
  );
}

type FormValues = {
  price: string;
  donorName: string;
  anonim: boolean;
  donorPhone: string;
  donorEmail: string;
  donorPray: string;
  codePayment: string;
  typePayment: string;
  programId: string;
  programType: string;
  zakatKind: string;
  zakatCount: string;
  donorNik: string;
  donorNpwp: string;
};

function DonateForm({ program, campaign, user, onSignedOut, prefill }: { program: DonateProgramRef; campaign: Campaign; user: User | undefined; onSignedOut: () => void; prefill: DonatePrefill }) {
  const isZakat = campaign.type === ZAKAT_PROGRAM_TYPE;
  const router = useRouter();
  const online = useOnline();
  const methods = useRemote('payment-methods', async (signal) => (await getAllPaymentMethods({ signal })).data);
  const [method, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const form = useForm({
    defaultValues: {
      price: prefill.amount ? presetText(prefill.amount) : '',
      donorName: user?.nama ?? '',
      // Widened: the form's value is whatever the box says, not the literal false it starts as.
      anonim: false as boolean,
      donorPhone: user?.whatsapp ?? '',
      donorEmail: user?.email ?? '',
      donorPray: '',
      codePayment: '',
      typePayment: '',
      programId: campaign.programId,
      programType: program.kind,
      zakatKind: isZakat ? (prefill.zakatKind ?? 'maal') : '',
      zakatCount: isZakat && isCountedZakatKind(prefill.zakatKind) && prefill.zakatCount ? String(prefill.zakatCount) : '',
      donorNik: '',
      donorNpwp: '',
    } satisfies FormValues,
    validators: { onChange: fieldsFrom(DonateRequestSchema), onSubmit: fieldsFrom(DonateRequestSchema) },
    onSubmit: async ({ value }) => {
      setFailure(null);
      setServerErrors({});
      const parsed = v.safeParse(DonateRequestSchema, { ...value, ref: await readReferral(program.slug), device: currentDevice() });
      if (!parsed.success) return;
      setBusy(true);
      try {
        const answer = await submitDonation(parsed.output, campaign.header, { storeDonate, owner: user?.whatsapp ?? GUEST_OWNER });
        // Made from an Infaq Rutin reminder: kept in that routine's history (never blocks the payment).
        if (prefill.routineId && user) await linkRoutineDonation(prefill.routineId, answer.codeDonate).catch(() => undefined);
        router.history.push(safeRedirect(answer.redirect_url, answer.codeDonate));
      } catch (error) {
        setBusy(false);
        if (error instanceof ApiError) {
          setServerErrors(error.errors);
          setFailure(error.message);
        } else if (error instanceof NetworkError) {
          setFailure('Donasi butuh koneksi internet. Isianmu tetap di sini; sambungkan internet lalu tekan Bayar lagi. Donasimu tidak akan tercatat dua kali.');
        } else {
          setFailure('Terjadi kesalahan, silakan coba lagi');
        }
      }
    },
  });

  const amount = readAmountInput(useStore(form.store, (s) => s.values.price)).value;
  const errorOf = (name: keyof FormValues, meta: { isTouched: boolean; errors: readonly unknown[] }) => touchedError(meta) ?? serverErrors[name];
  const clearServerError = (name: string) => setServerErrors((all) => withoutField(all, name));

  const setAmount = (text: string) => {
    const next = readAmountInput(text);
    form.setFieldValue('price', next.text);
    clearServerError('price');
    // A chosen method that the new amount no longer reaches is let go, so it is chosen again knowingly.
    if (method && !isMethodEnabled(method, next.value)) {
      setMethod(undefined);
      form.setFieldValue('codePayment', '');
      form.setFieldValue('typePayment', '');
    }
  };

  // 'Bukan saya' is the same sign-out as 'Keluar'; the form then starts again as a guest's.
  const notMe = useSignOut(onSignedOut);

  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
      <div className={styles.body}>
        <div className={styles.panel}>
          <div className={styles.program}>
            {campaign.flyer ? <img className={styles.programFlyer} src={campaign.flyer} alt="" width={72} height={72} /> : <span className={styles.programFlyer} />}
            <div className={styles.programText}>
              <span className={styles.programLabel}>Kamu akan berdonasi untuk</span>
              <a className={styles.programTitle} href={programPath(program)} data-testid="donate-program">{campaign.header}</a>
            </div>
          </div>
        </div>

        {isZakat ? (
          <section className={styles.panel} aria-labelledby="step-zakat" data-testid="zakat-section">
            <h2 id="step-zakat" className={styles.panelTitle}>Jenis Zakat dan Niat</h2>
            <form.Field name="zakatKind">
              {(field) => (
                <ZakatKindPicker value={field.state.value} error={errorOf('zakatKind', field.state.meta)}
                  onChange={(k) => {
                    // Jiwa of a fitrah are not days of a fidyah, and maal has neither: another kind starts its count afresh.
                    if (k !== field.state.value) form.setFieldValue('zakatCount', '');
                    field.handleChange(k);
                    clearServerError('zakatKind');
                    clearServerError('zakatCount');
                  }} />
              )}
            </form.Field>
            <form.Subscribe selector={(s) => s.values.zakatKind}>
              {(k) => (
                <>
                  <ZakatNiatOf kind={k} />
                  {isCountedZakatKind(k) ? (
                    <form.Field name="zakatCount">
                      {(field) => (
                        <ZakatCountField kind={k} value={field.state.value} error={errorOf('zakatCount', field.state.meta)} onBlur={field.handleBlur}
                          onChange={(x) => { field.handleChange(x); clearServerError('zakatCount'); }} />
                      )}
                    </form.Field>
                  ) : null}
                </>
              )}
            </form.Subscribe>
            <p className={styles.programLabel}>NIK dan NPWP hanya dicantumkan pada Bukti Setor Zakat milikmu dan tidak dipakai untuk hal lain. Boleh dikosongkan.</p>
            <form.Field name="donorNik">
              {(field) => (
                <TextField label="NIK (opsional)" name="donorNik" inputMode="numeric" autoComplete="off" placeholder="16 angka"
                  value={field.state.value} onChange={(x) => { field.handleChange(x); clearServerError('donorNik'); }} onBlur={field.handleBlur}
                  error={errorOf('donorNik', field.state.meta)} />
              )}
            </form.Field>
            <form.Field name="donorNpwp">
              {(field) => (
                <TextField label="NPWP (opsional)" name="donorNpwp" inputMode="numeric" autoComplete="off" placeholder="15 atau 16 angka"
                  value={field.state.value} onChange={(x) => { field.handleChange(x); clearServerError('donorNpwp'); }} onBlur={field.handleBlur}
                  error={errorOf('donorNpwp', field.state.meta)} />
              )}
            </form.Field>
          </section>
        ) : null}

        {!online ? (
          <div className="alert alert--danger" role="status">Kamu sedang offline. Donasi butuh koneksi internet; isianmu tetap tersimpan di halaman ini.</div>
        ) : null}
        {failure ? <div className="alert alert--danger" role="alert" data-testid="donate-failure">{failure}</div> : null}

        <section className={styles.panel} aria-labelledby="step-amount">
          <h2 id="step-amount" className={styles.panelTitle}><span className={styles.step}>1</span>Pilih Nominal Donasi</h2>
          <form.Field name="price">
            {(field) => {
              const shown = readAmountInput(field.state.value);
              const liveHint = amountHint(shown.value);
              const touched = touchedError(field.state.meta);
              const error = liveHint ?? (touched && shown.value === 0 ? 'Pilih atau isi nominal donasi dulu, ya' : touched) ?? serverErrors.price;
              return (
                <>
                  <div className={styles.presets} role="group" aria-label="Nominal pilihan">
                    {PRESET_AMOUNTS.map((preset) => (
                      <button key={preset} type="button" className={styles.preset} aria-pressed={shown.value === preset}
                        onClick={() => { setAmount(presetText(preset)); field.handleBlur(); }}>
                        {formatRupiah(preset)}
                      </button>
                    ))}
                  </div>
                  <div className={styles.amountInput}>
                    <TextField label="Nominal lainnya" name="price" prefix="Rp" inputMode="numeric" autoComplete="off" placeholder="0"
                      value={field.state.value} onChange={setAmount} onBlur={field.handleBlur} error={error} />
                  </div>
                </>
              );
            }}
          </form.Field>
        </section>

        <section className={styles.panel} aria-labelledby="step-donor">
          <h2 id="step-donor" className={styles.panelTitle}><span className={styles.step}>2</span>Data Donatur</h2>
          {user ? (
            <div className={styles.me}>
              <span>Masuk sebagai <strong>{user.nama}</strong></span>
              <button type="button" className={styles.notMe} onClick={notMe.start} disabled={notMe.busy}>Bukan saya</button>
            </div>
          ) : null}
          {notMe.failure ? <div className="alert alert--danger" role="alert">{notMe.failure}</div> : null}
          <div className={styles.locked}>
          <form.Field name="donorName">
            {(field) => (
              <TextField label="Nama Lengkap" name="donorName" autoComplete="name" placeholder="Nama kamu" readOnly={Boolean(user)}
                value={field.state.value} onChange={(x) => { field.handleChange(x); clearServerError('donorName'); }} onBlur={field.handleBlur}
                error={errorOf('donorName', field.state.meta)} />
            )}
          </form.Field>
          </div>
          <form.Field name="anonim">
            {(field) => (
              <label className={styles.check}>
                <input type="checkbox" name="anonim" checked={field.state.value} aria-describedby="anonim-hint"
                  onChange={(e) => { field.handleChange(e.target.checked); clearServerError('anonim'); }} />
                <span>
                  {HIDE_NAME_LABEL}
                  <span id="anonim-hint" className={styles.checkHint}>Di daftar donatur dan doa namamu tampil sebagai Hamba Allah. Bukti donasimu tetap memakai namamu.</span>
                </span>
              </label>
            )}
          </form.Field>
          {serverErrors.anonim ? <span className="field__error" role="alert">{serverErrors.anonim}</span> : null}
          <div className={styles.locked}>
          <form.Field name="donorPhone">
            {(field) => (
              <WhatsappField name="donorPhone"
                readOnly={Boolean(user)} value={field.state.value} onChange={(digits) => { field.handleChange(digits); clearServerError('donorPhone'); }}
                onBlur={field.handleBlur} error={errorOf('donorPhone', field.state.meta)} />
            )}
          </form.Field>
          <form.Field name="donorEmail">
            {(field) => (
              <TextField label="Email (opsional)" name="donorEmail" type="email" autoComplete="email" placeholder="nama@email.com" readOnly={Boolean(user)}
                value={field.state.value} onChange={(x) => { field.handleChange(x); clearServerError('donorEmail'); }} onBlur={field.handleBlur}
                error={errorOf('donorEmail', field.state.meta)} />
            )}
          </form.Field>
          </div>
          <form.Field name="donorPray">
            {(field) => {
              const error = errorOf('donorPray', field.state.meta);
              return (
                <div className="field">
                  <label className="field__label" htmlFor="donor-pray">Doa (opsional)</label>
                  <div className={`field__control ${error ? 'field__control--invalid' : ''}`}>
                    <textarea id="donor-pray" name="donorPray" className={styles.textarea} placeholder="Tulis doa terbaikmu di sini"
                      value={field.state.value} onChange={(e) => { field.handleChange(e.target.value); clearServerError('donorPray'); }} onBlur={field.handleBlur} />
                  </div>
                  {error ? <span className="field__error" role="alert">{error}</span> : null}
                </div>
              );
            }}
          </form.Field>
        </section>

        <section className={styles.panel} aria-labelledby="step-method">
          <h2 id="step-method" className={styles.panelTitle}><span className={styles.step}>3</span>Metode Pembayaran</h2>
          <form.Field name="codePayment">
            {(field) => {
              const typeMeta = form.getFieldMeta('typePayment');
              const error = touchedError(field.state.meta)
                ?? (field.state.meta.isTouched && typeMeta ? touchedError({ ...typeMeta, isTouched: true }) : undefined)
                ?? serverErrors.codePayment ?? serverErrors.typePayment;
              return (
                <MethodPicker
                  methods={methods.status === 'ready' ? { status: 'ready', data: methods.data } : { status: methods.status }}
                  amount={amount} selected={method} error={error}
                  onRetry={methods.retry}
                  onClose={field.handleBlur}
                  onSelect={(chosen) => {
                    setMethod(chosen);
                    field.handleChange(chosen.code);
                    form.setFieldValue('typePayment', chosen.type);
                    clearServerError('codePayment');
                    clearServerError('typePayment');
                  }}
                />
              );
            }}
          </form.Field>
        </section>
      </div>

      <div className={styles.actionBar}>
        <div className={styles.actionTotal}>
          <span>Total Donasi</span>
          <strong data-testid="donate-total">{formatRupiah(amount)}</strong>
        </div>
        <button type="submit" className="btn btn--block" disabled={busy}>Bayar Sekarang</button>
      </div>

      <ConfirmSheet open={notMe.asking} title="Keluar dari akun?" text={UNSENT_CHANGES_WARNING}
        confirmLabel="Ya, Keluar" busyLabel="Keluar…" busy={notMe.step === 'leaving'} danger onConfirm={notMe.confirm} onCancel={notMe.cancel} />
      {busy ? (
        <div className={styles.overlay} role="alert" aria-busy="true" data-testid="donate-overlay">
          <span className={styles.spinner} />
          <span>Memproses donasimu…</span>
        </div>
      ) : null}
    </form>
  );
}
