// The part of the official midtrans-client package (plain JavaScript, no types of its own) this
// server uses: the Core API's charge and transaction status, and the axios instance its README
// ("Override Http Client" section) tells merchants to configure: defaults (time-out) and
// request interceptors.
declare module 'midtrans-client' {
  type Options = { isProduction: boolean; serverKey: string; clientKey?: string };
  type RequestConfig = { url?: string; timeout?: number };
  class ApiConfig {
    /** The Core API host every call is built on (sandbox or production by isProduction). */
    getCoreApiBaseUrl(): string;
  }
  class HttpClient {
    http_client: {
      defaults: { timeout?: number };
      interceptors: { request: { use(onFulfilled: (config: RequestConfig) => RequestConfig): number } };
    };
  }
  class Transaction {
    status(orderOrTransactionId: string): Promise<Record<string, unknown>>;
  }
  class CoreApi {
    constructor(options: Options);
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    transaction: Transaction;
    charge(parameter: Record<string, unknown>): Promise<Record<string, unknown>>;
  }
  class MidtransError extends Error {
    httpStatusCode: number | string | null;
    ApiResponse: unknown;
  }
  const Midtrans: { CoreApi: typeof CoreApi; MidtransError: typeof MidtransError };
  export default Midtrans;
}
