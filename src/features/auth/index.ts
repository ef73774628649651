export * from "./schemas";
export { useAuth } from "./auth-store";
