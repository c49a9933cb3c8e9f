-- CreateIndex
CREATE INDEX "translate_entry_tenant_id_chinese_idx" ON "translate_entry"("tenant_id", "chinese");

