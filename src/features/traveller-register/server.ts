import "server-only";

export {
  eraseExpiredRegisters,
  exportRegisters,
  getRegister,
  saveRegister,
  type RegisterReader,
} from "./register.server";
export { sendRegisterReminders, startRegisterReminders } from "./reminder.server";
export {
  registerExportQuerySchema,
  registerInputSchema,
  registerViewSchema,
  travellerSchema,
  type RegisterInput,
  type RegisterView,
} from "./schemas";
