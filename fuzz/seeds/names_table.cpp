// Declarations versus expressions, decided by what the names are: a type
// followed by a parenthesised name declares it (the vexing parse), a
// value does not; `a * b` multiplies values and declares with types.
struct T { T(); T(int); void f(); };
typedef int I;
int a, b, c;
void g() {
    T(x);
    T *p;
    a * b;
    I(y) = 3;
    T t(T());
    T u(a);
    T w{a};
    T(a).f();
    T(1);
    int(z);
    I(c);
    T v(T(a), b);
    (void)x, (void)p, (void)y, (void)t, (void)u, (void)w, (void)z, (void)v;
}
template <typename U> void h(U u) {
    typename U::type *q;
    U::value * u;
}
