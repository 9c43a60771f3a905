// A class, union, enumeration or class template defined twice in one
// scope: the error is at the second name, with the line of the first (of
// a class template, the line of its template header). Specializations,
// members defined outside their class and classes in different scopes are
// no redefinitions.
struct S { int a; };
struct S { int b; };
namespace n { class C {}; }
namespace n { class C { int x; }; }
union U { int a; };
union U { float b; };
enum E { A };
enum E { B };
template <class T>
struct T1 {};
template <class T>
struct T1
{ int z; };
struct O { struct I {}; struct I {}; };
namespace { struct An {}; struct An {}; }
struct Fwd;
struct Fwd {};
struct Fwd {};

// valid: specializations, an out-of-class member, other scopes
template <class T> struct Sp {};
template <> struct Sp<int> {};
template <class T> struct Sp<T *> {};
struct Outer { struct In; };
struct In {};
struct Outer::In {};
namespace m { struct S {}; }
void f() { { struct L {}; } { struct L {}; } }
int main() { return 0; }
