import pino from "pino";
import { getConfig } from "./config";

let instance: pino.Logger | undefined;

export function logger(): pino.Logger {
  instance ??= pino({ level: getConfig().LOG_LEVEL, base: { app: "ardennes-stays" } });
  return instance;
}
