package com.acme.models.ddd.cargo;

public enum RoutingStatus {
    NOT_ROUTED, ROUTED, MISROUTED
}
