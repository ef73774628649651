export { DevMailbox } from "./dev-mailbox";
