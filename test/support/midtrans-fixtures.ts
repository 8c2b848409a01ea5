// Answers of the Midtrans Core API as its published reference documents them, kept as the
// stand-in's templates. Source: https://docs.midtrans.com/reference (Core API: "Bank Transfer"
// charge samples for BNI/BRI, "QRIS", "GoPay", "ShopeePay", "Get Transaction Status",
// "HTTP(S) Notification / Webhooks" and the "Transaction Status" / "Status Code" tables), read
// 2026-11-24. Only the values that belong to one transaction (ids, order id, amounts, times,
// VA numbers, and hosts, which point at the stand-in) are filled in by the stand-in.

export type Json = Record<string, unknown>;

/** Charge answers by payment_type ("Sample Response" of each channel's charge page). */
export const CHARGE_ANSWERS = {
  bank_transfer: {
    status_code: '201',
    status_message: 'Success, Bank Transfer transaction is created',
    transaction_id: '9aed5972-5b6a-401e-894b-a32c91ed1a3a',
    order_id: '1466323342',
    merchant_id: 'G812785002',
    gross_amount: '20000.00',
    currency: 'IDR',
    payment_type: 'bank_transfer',
    transaction_time: '2016-06-19 15:02:22',
    transaction_status: 'pending',
    va_numbers: [{ bank: 'bni', va_number: '9888500212345678' }],
    fraud_status: 'accept',
  },
  /** Permata answers its number as permata_va_number, not va_numbers ("Permata Virtual Account" charge sample). */
  permata: {
    status_code: '201',
    status_message: 'Success, PERMATA VA transaction is successful',
    transaction_id: '6fd88567-62da-43ff-8fe6-5717e430ffc7',
    order_id: 'H17550',
    gross_amount: '145000.00',
    currency: 'IDR',
    payment_type: 'bank_transfer',
    transaction_time: '2016-06-19 13:42:29',
    transaction_status: 'pending',
    fraud_status: 'accept',
    permata_va_number: '8562000087926752',
    merchant_id: 'G812785002',
  },
  echannel: {
    status_code: '201',
    status_message: 'OK, Mandiri Bill transaction is successful',
    transaction_id: '883af6a4-c1b4-4d39-9bd8-b148fcebe853',
    order_id: 'tes123',
    merchant_id: 'G812785002',
    gross_amount: '44000.00',
    currency: 'IDR',
    payment_type: 'echannel',
    transaction_time: '2022-07-14 15:21:14',
    transaction_status: 'pending',
    fraud_status: 'accept',
    bill_key: '990000000260',
    biller_code: '70012',
  },
  qris: {
    status_code: '201',
    status_message: 'QRIS transaction is created',
    transaction_id: '0d8178e1-c6c7-4ab4-81a6-893be9d924ab',
    order_id: 'order03',
    merchant_id: 'G141532850',
    gross_amount: '275000.00',
    currency: 'IDR',
    payment_type: 'qris',
    transaction_time: '2021-06-23 15:27:21',
    transaction_status: 'pending',
    fraud_status: 'accept',
    actions: [{ name: 'generate-qr-code', method: 'GET', url: 'https://api.sandbox.midtrans.com/v2/qris/0d8178e1-c6c7-4ab4-81a6-893be9d924ab/qr-code' }],
    qr_string: '00020101021126570011ID.DANA.WWW011893600915302259148102090225914810303UMI51440014ID.CO.QRIS.WWW0215ID10190018474320303UMI5204549953033605405275005802ID5906Midtrans6015Jakarta Selatan61051234062650114A2021062315272105230D8178E1C6C7AB481A60703A0163043CF7',
    acquirer: 'gopay',
    expiry_time: '2021-06-23 15:42:21',
  },
  gopay: {
    status_code: '201',
    status_message: 'GoPay transaction is created',
    transaction_id: '231c79c5-e39e-4993-86da-cadcaee56c1d',
    order_id: 'order-101h-1570513296',
    gross_amount: '44000.00',
    currency: 'IDR',
    payment_type: 'gopay',
    transaction_time: '2019-10-08 12:41:36',
    transaction_status: 'pending',
    fraud_status: 'accept',
    actions: [
      { name: 'generate-qr-code', method: 'GET', url: 'https://api.sandbox.midtrans.com/v2/gopay/231c79c5-e39e-4993-86da-cadcaee56c1d/qr-code' },
      { name: 'deeplink-redirect', method: 'GET', url: 'https://simulator.sandbox.midtrans.com/gopay/partner/app/payment-pin?id=d8ac6d5a-5b7d-4c1d-9b4e-8a6d1f4e7b21' },
      { name: 'get-status', method: 'GET', url: 'https://api.sandbox.midtrans.com/v2/231c79c5-e39e-4993-86da-cadcaee56c1d/status' },
      { name: 'cancel', method: 'POST', url: 'https://api.sandbox.midtrans.com/v2/231c79c5-e39e-4993-86da-cadcaee56c1d/cancel' },
    ],
  },
  shopeepay: {
    status_code: '201',
    status_message: 'ShopeePay transaction is created',
    channel_response_code: '0',
    channel_response_message: 'success',
    transaction_id: 'a9b6e5a0-a1b2-4c3d-9e8f-1a2b3c4d5e6f',
    order_id: 'test-order-shopeepay-001',
    merchant_id: 'G099222001',
    gross_amount: '25000.00',
    currency: 'IDR',
    payment_type: 'shopeepay',
    transaction_time: '2020-09-29 11:16:23',
    transaction_status: 'pending',
    fraud_status: 'accept',
    actions: [{ name: 'deeplink-redirect', method: 'GET', url: 'https://wsa.uat.wallet.airpay.co.id/universal-link/wallet/pay?deep_and_deferred=1&token=dFhkbmR1bTBIamhW' }],
  },
} satisfies Record<string, Json>;

/** Get Transaction Status: status_code and status_message per transaction_status (Status Code table). */
export const STATUS_CODES: Record<string, { status_code: string; status_message: string }> = {
  pending: { status_code: '201', status_message: 'Success, transaction is found' },
  settlement: { status_code: '200', status_message: 'Success, transaction is found' },
  capture: { status_code: '200', status_message: 'Success, transaction is found' },
  deny: { status_code: '202', status_message: 'Success, transaction is found' },
  cancel: { status_code: '200', status_message: 'Success, transaction is found' },
  expire: { status_code: '407', status_message: 'Success, transaction is found' },
  refund: { status_code: '200', status_message: 'Success, transaction is found' },
  partial_refund: { status_code: '200', status_message: 'Success, transaction is found' },
  chargeback: { status_code: '200', status_message: 'Success, transaction is found' },
  partial_chargeback: { status_code: '200', status_message: 'Success, transaction is found' },
};

/** A charge that breaks a rule ("Error Code & Response Code": 400, with validation_messages). */
export const VALIDATION_ERROR = (messages: string[]) => ({ status_code: '400', status_message: 'One or more parameters in the payload is invalid.', validation_messages: messages, id: 'e7c0f1a2-3b4c-4d5e-8f90-a1b2c3d4e5f6' });

/** A channel not activated for the merchant (402, "Payment channel is not activated."). */
export const CHANNEL_INACTIVE = { status_code: '402', status_message: 'Payment channel is not activated.', id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b' };

/** Get Transaction Status for an unknown id. */
export const STATUS_NOT_FOUND = { status_code: '404', status_message: "Transaction doesn't exist.", id: 'd3c4a09f-5d22-4a7e-8f0c-2a6c9a2a3b1e' };

/** A wrong server key (HTTP 401). */
export const UNAUTHORIZED = { status_code: '401', status_message: 'Transaction cannot be authorized with the current client/server key.', id: 'c1f0b7a5-9a5e-4b8d-8f3e-5a7d6c4b3a21' };

/** A second charge with an order_id already used. */
export const DUPLICATE_ORDER = { status_code: '406', status_message: 'The request could not be processed due to a duplicate order_id. Please use a different order_id.', id: 'b4b1e7e0-2f0a-4c1e-9d3b-7e6f5a4c3b2a' };

/** The HTTP notification Midtrans POSTs to the Notification URL (settlement sample). */
export const NOTIFICATION = {
  transaction_time: '2021-06-23 15:27:21',
  transaction_status: 'settlement',
  transaction_id: '0d8178e1-c6c7-4ab4-81a6-893be9d924ab',
  status_message: 'midtrans payment notification',
  status_code: '200',
  signature_key: '',
  settlement_time: '2021-06-23 15:29:24',
  payment_type: 'qris',
  order_id: 'order03',
  merchant_id: 'G141532850',
  gross_amount: '275000.00',
  fraud_status: 'accept',
  currency: 'IDR',
} satisfies Json;
