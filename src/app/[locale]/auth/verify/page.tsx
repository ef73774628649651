import { redirect } from "next/navigation";

/** The old separate verify page: verification is now the second step of /auth/login. */
export default function VerifyPage(): never {
  redirect("/auth/login");
}
