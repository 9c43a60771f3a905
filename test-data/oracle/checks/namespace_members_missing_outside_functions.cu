// A name a namespace qualifies that the namespace has not declared, outside
// function bodies: the type of a variable, a parameter, a return type, a
// template argument, a typedef or alias, a data member, a base class (the
// missing #include of real code).
namespace ns { struct A {}; template <class T> struct B {}; }
ns::D x1;
ns::C<int> y1;
int z1;
void f2(ns::W v) {}
ns::X f3() { return 0; }
int f4(const ns::Y &y);
int f5(ns::B<ns::U> b);
ns::B<ns::T> g1;
typedef ns::TT alias1;
using alias2 = ns::UU;
struct M { ns::Q n; int ok; };
struct op2 : ns::F { };
template <typename T>
struct op : public ns::E<T,T>
{
  int q;
};
int last;
void k() { ns::A a; ns::R r; (void)a; }
