package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** Private fields reached through getters and setters. */
@Marshalled
public class Bean {
    private String name;
    private boolean active;
    private Integer count;

    public String getName() { return name; }
    public void setName(String name) { this.name = name; }
    public boolean isActive() { return active; }
    public void setActive(boolean active) { this.active = active; }
    public Integer getCount() { return count; }
    public void setCount(Integer count) { this.count = count; }
}
