export { SUBJECT_KINDS, type ActivityEntry, type SubjectKind } from "./activity";
