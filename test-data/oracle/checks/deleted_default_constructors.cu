// A deleted default constructor used: declared `= delete`, or implicit
// and deleted because a base's or a member's is. Default and value
// initialization use it (locals, arrays, `new`, `T()`); a braced list
// initializes an aggregate without it, and a member with a default member
// initializer does not need it. A call of a deleted function whose name is
// not overloaded is an error too.
struct S { S() = delete; };
struct B { int x; S s; };
struct D : B { };
struct E { E() = delete; E(int) {} };
struct N { S s = S{}; };
struct Fine { int x; };

void locals() {
    S s;
    B b;
    D d;
    E e(1);
    E e2;
    N n;
    Fine f;
    B arr[2];
    S t{};
    B *p = new B;
    B *q = new B();
    (void)e; (void)f; (void)p; (void)q;
    N *np = &n; S *tp = &t; (void)np; (void)tp;
}

void g(int) = delete;
void calls() { g(1); }

struct W { void stop() = delete; void go() {} };
void members(W &w) { w.go(); w.stop(); }
