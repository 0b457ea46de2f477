// The garage's revision rule is the one rule both features use (by contract); main ships it without
// a door yet, so it is re-exported here from its file.
// eslint-disable-next-line import/no-restricted-paths
export { dueRevisionNumber, revisionDue } from "../../garage/domain/revision-due";
