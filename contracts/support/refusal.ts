import { isApiError, type ApiError } from "@app/web/lib/api/api-error";

/** The ApiError a call rejected with (null when it succeeded or failed otherwise). */
export const failureOf = (call: Promise<unknown>): Promise<ApiError | null> =>
  call.then(
    () => null,
    (error: unknown) => (isApiError(error) ? error : null),
  );

type Refusal = {
  status: number | false;
  message: string | undefined;
  validation: Readonly<Record<string, ReadonlyArray<string>>> | undefined;
};

/** What the client surfaces of a call the server refuses: the status, the message and errors.validation. */
export const refusal = async (call: Promise<unknown>): Promise<Refusal> => {
  const error = await failureOf(call);
  if (error === null) return { status: false, message: undefined, validation: undefined };
  return { status: error.status, message: error.body?.error.message, validation: error.body?.errors?.validation };
};

/** Only the status a refused call surfaces (false when it did not fail with an ApiError). */
export const statusOf = async (call: Promise<unknown>): Promise<number | false> => (await refusal(call)).status;
