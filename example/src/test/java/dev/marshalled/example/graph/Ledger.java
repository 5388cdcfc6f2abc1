package dev.marshalled.example.graph;

import dev.marshalled.Marshalled;
import java.util.List;

/** Several orders sharing customers: one customer object is written once and read back once. */
@Marshalled
public record Ledger(List<Order> orders, Customer auditor, List<Customer> customers) {}
