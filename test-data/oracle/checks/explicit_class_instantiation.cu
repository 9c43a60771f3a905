// An explicit instantiation definition of a class template specialization
// (`template struct ETI<int>;`) instantiates the member functions the
// template defines, there: their errors name the directive's line, and
// come before those of the instances the code requests (which EDG
// instantiates at the end of the unit), also on one line.
int pick(long);
int pick(unsigned long);
template <class T> struct ETI {
    int call(T x) { return pick(x); } void other() { T y = 0; pick(y); }
    template <class U> void member_template(U u) { pick(u); }
    void declared_only(T);
};
template struct ETI<int>;
extern template struct ETI<long>;
void k() {
    ETI<short> e;
    e.call(1);
}
template <class T, int N> struct Two { void f(T x) { pick(x); } };
void early(Two<char, 2> *t) { t->f(1); }
template struct Two<char, 2>;
template struct Two<unsigned char, 3>;
