package com.acme.models.legacy;

import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;
import org.joda.time.DateTime;

@Marshalled
public class AuditEntry {

    private String actor;
    private String action;
    private DateTime at;
    private DateTime expiresAt;
    private List<DateTime> retries;
    private Map<String, DateTime> milestones;

    public AuditEntry() {
    }

    public AuditEntry(String actor, String action, DateTime at) {
        this.actor = actor;
        this.action = action;
        this.at = at;
    }

    public String getActor() {
        return actor;
    }

    public String getAction() {
        return action;
    }

    public DateTime getAt() {
        return at;
    }

    public DateTime getExpiresAt() {
        return expiresAt;
    }

    public void setExpiresAt(DateTime expiresAt) {
        this.expiresAt = expiresAt;
    }

    public List<DateTime> getRetries() {
        return retries;
    }

    public void setRetries(List<DateTime> retries) {
        this.retries = retries;
    }

    public Map<String, DateTime> getMilestones() {
        return milestones;
    }

    public void setMilestones(Map<String, DateTime> milestones) {
        this.milestones = milestones;
    }

    public boolean isExpired(DateTime now) {
        return expiresAt != null && expiresAt.isBefore(now);
    }
}
