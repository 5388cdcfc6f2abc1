package dev.marshalled.example.model;

import dev.marshalled.Marshalled;

/** A recursive type: a singly linked list. */
@Marshalled
public class Node {
    public int value;
    public Node next;

    public static Node chain(int length) {
        Node head = null;
        for (int i = length; i > 0; i--) {
            Node n = new Node();
            n.value = i;
            n.next = head;
            head = n;
        }
        return head;
    }
}
