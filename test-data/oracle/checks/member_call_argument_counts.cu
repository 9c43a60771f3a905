// A call of a member function of a plain class, the only one of its name
// there, with more arguments than it takes (defaults counted): "too many
// arguments in function call", through `.` and `->`, static members too.
struct S {
    int v;
    int get() const { return v; }
    void set(int x, int y = 0) { v = x + y; }
    static int st(int a) { return a; }
};
int r(S s, S *ps) {
    s.set(1);
    s.set(1, 2);
    s.set(1, 2, 3);
    ps->get(5);
    s.st(1, 2);
    ps->set(4);
    return s.get(1) + ps->get() + S::st(3);
}
