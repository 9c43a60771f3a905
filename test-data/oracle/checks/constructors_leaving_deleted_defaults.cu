// A constructor default-initializes the bases and data members its
// initializer list does not name and that have no default member
// initializer: each whose default constructor is deleted is an error at
// the body's `{`. EDG says it twice when the class that declares the
// deleted constructor has other constructors, once otherwise.

struct Only { Only() = delete; };
struct Overloaded { Overloaded() = delete; Overloaded(int) {} };
struct HoldsOverloaded { Overloaded o; };
struct Base { Base() = delete; Base(int) {} };

struct Plain { Only a; Plain() {} };
struct Twice { Overloaded a; Plain *p; Twice() {} };
struct Both { Overloaded a; Only b; Both() {} };
struct Given { Overloaded a; Only b; Given() : a(1) {} };
struct Defaulted { Overloaded a{2}; Defaulted() {} };
struct Nested { HoldsOverloaded h; Nested() {} };
struct FromBase : Base { FromBase() {} };
struct BaseGiven : Base { Only b; BaseGiven(int) : Base(1) {} };
struct Delegating { Overloaded a; Delegating(int) : a(1) {} Delegating() : Delegating(1) {} };
struct OutOfClass { Only a; OutOfClass(); };
OutOfClass::OutOfClass() {}
union Variant { Overloaded o; int i; Variant() {} };
struct Elements { Only a[2]; Elements() {} };
struct Pointers { Only *a; Only &r; Pointers(Only &o) : r(o) {} };

// (what makes it twice: a user-provided constructor or destructor)
struct WithDestructor { WithDestructor() = delete; ~WithDestructor() {} };
struct WithDefaults { WithDefaults() = delete; WithDefaults(const WithDefaults &) = default; };
struct WithDeleted { WithDeleted() = delete; WithDeleted(int) = delete; };
struct WithMember { WithMember() = delete; void f(); };
struct Uses { WithDestructor a; WithDefaults b; WithDeleted c; WithMember d; Uses() {} };

// (a member initializer without arguments value-initializes: an error at
// its `(`, once)
struct ValueInitialized : Base { Only a; Overloaded b; Only c[2]; ValueInitialized() : Base(), a(), b(), c() {} };
