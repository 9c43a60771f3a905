// An object of a class initialized from a value of an unrelated class: no
// suitable user-defined conversion (#312) when no constructor takes the
// value and its class converts to nothing; copy and direct
// initialization, returned values, arguments by value or by reference to
// const. A conversion function, a constructor taking the class, or a
// derived class make it fine.
struct A { int x; };
struct B { int y; };
struct C { C(int); };
struct E { operator A() const; };
struct F { F(const B &); };
B mk();
void take(A);
void take_ref(const A &);
void use(A &, C &, F &);
A r(B b) { return b; }
void f(B b, E e) {
  A a1 = b;
  A a2 = mk();
  A a3 = e;
  C c1 = b;
  F f1 = b;
  A a4(b);
  take(b);
  take_ref(b);
  use(a1, c1, f1);
  (void)a2; (void)a3; (void)a4;
}
typedef A TA;
void g(B b) { TA t = b; (void)t; }
