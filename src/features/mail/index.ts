export { DevMailbox } from "./components/dev-mailbox";
