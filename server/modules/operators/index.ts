export { type Actor, audited, auditPage, writeAudit } from './audit.ts'
