// Classes: member bodies see members declared after them (types too),
// default arguments, nested classes, friends, access, using-declarations,
// inheriting constructors, defaulted and deleted members, virtual members.
struct base { base(int); virtual ~base() = default; virtual int v() const = 0; };
class widget : public base {
public:
    using base::base;
    widget() : base(0), size_(later{}.n) {}
    int v() const override final { return helper(size_type(size_)); }
    widget(const widget &) = delete;
    widget &operator=(widget &&) noexcept = default;
    friend bool operator==(const widget &, const widget &) = default;
    friend class inspector;
protected:
    struct later { int n = 3; };
    using size_type = unsigned;
    static int helper(size_type n, int scale = sizeof(later)) { return int(n) * scale; }
private:
    int size_;
    mutable int cache_ = 0;
    static constexpr int limit = 10;
    union { int i; float f; };
    struct node { node *next; } *head_ = nullptr;
};
int widget_limit = sizeof(widget);
// complete-class contexts: a body, a default argument and a default member
// initializer naming a member template declared after them
struct early {
    int f(int x = later<2>::value) { return later<1>::value + x; }
    int m = later<3>::value;
    int n{later<4>::value};
    template <int N> struct later { static const int value = N; };
};
