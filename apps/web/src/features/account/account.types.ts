/** A sign-in session as `get-sessions` lists it. */
export interface SessionItem {
  id: number;
  created_at: string;
  last_used_at: string;
  user_agent: string | null;
  /** The address with its last part hidden (`203.0.113.*`). */
  ip: string | null;
  current: boolean;
}
