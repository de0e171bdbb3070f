/** The one error body every API failure uses (DESIGN §3). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
