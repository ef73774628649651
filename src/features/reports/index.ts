export * from "./period";
export * from "./report";
export * from "./period-words";
export * from "./schemas";
