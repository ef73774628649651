export { GuestRegister, RegisterCard } from "./guest-register";
export { OwnerTravellerRegister, RegisterExportForm } from "./owner-register";
