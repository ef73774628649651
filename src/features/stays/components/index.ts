export { useStays, type StaysState, type StaysWanted } from "./use-stays";
export { StayTypeField } from "./stay-type-field";
