import { freshProcessPerFile } from "./fresh-process";

freshProcessPerFile();
