CREATE INDEX "audit_log_history_idx" ON "audit_log" USING btree ("entity","entity_id","id");
