// A function's static local named only in a member function of a local
// class is used: no #177 for it (the class's functions are checked apart).
void outer() {
    for (int i = 0; i < 10; i++) {
        static int x;
        struct A {
            int f() { return x; }
        };
    }
}
void other() {
    static int y;
    int z = 0;
    struct B { int g() { return 1; } };
}
