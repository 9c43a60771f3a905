// A class that inherits its base's constructors (`using A::A;`) and has a
// member (or another base) whose default constructor is deleted: making
// one with an inherited constructor is EDG's "the sub-object construction
// of ... for inheriting constructors cannot be performed", at the
// arguments' `(` or `{` (a member initializer, a local), or at the type of
// a functional cast. A member with a default member initializer is fine.

struct NoDefault { NoDefault() = delete; };
struct Base { Base(const int &x) {} Base(double, double) {} };
struct Inherits : Base { using Base::Base; NoDefault member; };
struct Initialized : Base { using Base::Base; NoDefault member{}; };

struct Holder { Inherits value; Holder() : value(0) {} };
struct Holder2 { Initialized value; Holder2() : value(0) {} };
struct Holder3 { Inherits value; Holder3() : value(1.0, 2.0) {} };

void locals() {
    Inherits direct(0);
    Inherits braced{1};
    Inherits cast = Inherits(2);
    Initialized fine(3);
}

namespace space { struct Nested : Base { using Base::Base; NoDefault member; }; }
struct Holder4 { space::Nested value; Holder4() : value(3) {} };
