package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

@Marshalled
public record Point(int x, int y, String label) {}
