package dev.marshalled.example.model;

import dev.marshalled.Marshalled;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Queue;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** Every collection and map type, nested containers, and object and multi-dimensional arrays. */
@Marshalled
public class Containers {
    public List<String> list;
    public ArrayList<Integer> arrayList;
    public LinkedList<Point> linkedList;
    public Collection<Double> collection;
    public Set<String> set;
    public HashSet<Long> hashSet;
    public LinkedHashSet<Color> linkedHashSet;
    public SortedSet<String> sortedSet;
    public NavigableSet<Integer> navigableSet;
    public TreeSet<String> treeSet;
    public Queue<String> queue;
    public Deque<Integer> deque;
    public ArrayDeque<Point> arrayDeque;
    public EnumSet<Color> enumSet;
    public Map<String, Integer> map;
    public HashMap<Integer, String> hashMap;
    public LinkedHashMap<String, List<Point>> linkedHashMap;
    public SortedMap<String, int[]> sortedMap;
    public NavigableMap<Long, String> navigableMap;
    public TreeMap<String, Boolean> treeMap;
    public EnumMap<Color, String> enumMap;
    public String[] strings;
    public Point[] points;
    public int[][] matrix;
    public long[][][] cube;
    public Color[] colors;
    public List<int[]> arrays;
    public List<List<String>> lists;
    public Map<String, Map<String, List<Integer>>> deep;
    public List<Node> nodes;
}
