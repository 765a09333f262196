import type { ReactNode } from "react";
import { useSignInState, type SignInState } from "../../lib/site/sign-in-state";

type Props = { readonly children: ReactNode | ((signIn: SignInState) => ReactNode) };

/** SPEC §2 auth layout: no menu, no footer, no page container; the sign-in state is passed in. */
export const AuthLayout = ({ children }: Props) => {
  const signIn = useSignInState();
  return <>{typeof children === "function" ? children(signIn) : children}</>;
};
