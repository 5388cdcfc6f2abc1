package dev.marshalled.example.model;

public enum Color { RED, GREEN, BLUE }
