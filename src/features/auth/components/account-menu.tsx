import { useTranslations } from "next-intl";
import { AccountCorner } from "./account-corner";

/** The header's account corner, its texts in the page's language. */
export function AccountMenu() {
  const layout = useTranslations("layout");
  const account = useTranslations("auth.account");
  return (
    <AccountCorner
      texts={{
        login: layout("login"),
        myBookings: layout("myBookings"),
        myProfile: layout("myProfile"),
        logout: account("logout"),
        profile: account("profile"),
      }}
    />
  );
}
